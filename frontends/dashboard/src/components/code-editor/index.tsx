/** The code editor lives in @liquify/ui (shared with the admin module editor). */
export { LazyCodeEditor } from '@liquify/ui';
