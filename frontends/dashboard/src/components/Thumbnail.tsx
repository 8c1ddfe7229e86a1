/** The catalogue thumbnail lives in @liquify/ui (shared with the admin remote). */
export { Thumbnail } from '@liquify/ui/core';
