/** The bulk actions of the Modules and Sections lists (issue #25 item 12): status, featured, delete (to the trash). */
import type { CatalogueStatus } from '@liquify/contracts';
import type { listsApi } from '../api/lists';
import type { CatalogueBulkLabels } from '../lib/catalogue-bulk-labels';
import type { BulkActions } from '../lib/use-bulk';
import { BulkBar, BulkChoice } from './BulkBar';

export function CatalogueBulkBar({ kind, bulk, lists, labels }: { kind: 'modules' | 'sections'; bulk: BulkActions; lists: ReturnType<typeof listsApi>; labels: CatalogueBulkLabels }) {
  const statusText = (status: string) => labels.statusOptions.find(([value]) => value === status)?.[1] ?? status;
  return (
    <BulkBar count={bulk.count} selectedText={labels.selected(bulk.count)} clearLabel={labels.clear} cancelLabel={labels.cancel} onClear={bulk.clear} confirm={bulk.confirm}>
      <BulkChoice
        label={labels.statusLabel}
        prompt={labels.statusPrompt}
        options={labels.statusOptions}
        onChoose={(status) =>
          bulk.ask({
            title: labels.statusTitle,
            question: labels.statusQuestion(bulk.count, statusText(status)),
            confirmLabel: labels.apply,
            tone: 'primary',
            run: (ids) => lists.bulkCatalogue(kind, { action: 'status', status: status as CatalogueStatus, ids }, labels.failed),
            done: labels.updated,
          })
        }
      />
      <BulkChoice
        label={labels.featuredLabel}
        prompt={labels.featuredPrompt}
        options={labels.featuredOptions}
        onChoose={(value) =>
          bulk.ask({
            title: labels.featuredTitle,
            question: labels.featuredQuestion(bulk.count, value === 'true'),
            confirmLabel: labels.apply,
            tone: 'primary',
            run: (ids) => lists.bulkCatalogue(kind, { action: 'featured', featured: value === 'true', ids }, labels.failed),
            done: labels.updated,
          })
        }
      />
      <button
        type="button"
        onClick={() =>
          bulk.ask({
            title: labels.deleteTitle,
            question: labels.deleteQuestion(bulk.count),
            confirmLabel: labels.deleteConfirm,
            run: (ids) => lists.bulkCatalogue(kind, { action: 'delete', ids }, labels.failed),
            done: labels.deleted,
          })
        }
        className="min-h-11 rounded-lg bg-red-600 px-4 text-sm font-semibold text-white hover:bg-red-700"
      >
        {labels.deleteButton}
      </button>
    </BulkBar>
  );
}
