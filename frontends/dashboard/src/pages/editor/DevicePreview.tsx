/**
 * The editor's live preview (doc 2 §2): the shared stage of @liquify/ui (device switcher, zoom, pan)
 * around this remote's preview frame.
 */
import { PreviewStage } from '@liquify/ui';
import { PreviewFrame } from '../../components/PreviewFrame';

export function DevicePreview({ code, title }: { code: string; title: string }) {
  return <PreviewStage>{({ className }) => <PreviewFrame code={code} title={title} className={className} />}</PreviewStage>;
}
