// In a real service these live in libs/contracts/src/<service>/ (routes, schemas, events) and are exported
// from the contracts index; the example keeps them here so the kit's test declares nothing global.
import { defineEvent, defineRoute, errorEnvelopeSchema, successOf } from '@liquify/contracts';
import { z } from 'zod';

export const noteSchema = z.object({ id: z.string(), userId: z.string(), title: z.string(), body: z.string(), revision: z.number() });
export const noteCreateRequestSchema = z.object({ title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(100), body: z.string().max(2000).default('') }).strict();
export const noteUpdateRequestSchema = noteCreateRequestSchema.partial().strict();
export const noteListQuerySchema = z.object({ limit: z.coerce.number().int().min(1).max(100).default(20) });
export type NoteCreateRequest = z.infer<typeof noteCreateRequestSchema>;
export type NoteUpdateRequest = z.infer<typeof noteUpdateRequestSchema>;
export type NoteListQuery = z.infer<typeof noteListQuerySchema>;

const s = 'support' as const; // a service name the route registry knows; the example is not routed by the gateway
/** By name: the controller serves each with `@ServeRoute(notesRoutes.list)`, so its path is written only here. */
export const notesRoutes = {
  list: defineRoute({ service: s, method: 'get', path: '/api/notes', access: 'user', summary: 'My notes', query: noteListQuerySchema, responses: { 200: successOf(z.array(noteSchema)) } }),
  create: defineRoute({ service: s, method: 'post', path: '/api/notes', access: 'user', summary: 'Write a note', body: noteCreateRequestSchema, responses: { 201: successOf(noteSchema), 400: errorEnvelopeSchema } }),
  update: defineRoute({ service: s, method: 'put', path: '/api/notes/{id}', access: 'user', summary: 'Edit my note', body: noteUpdateRequestSchema, responses: { 200: successOf(noteSchema), 404: errorEnvelopeSchema, 409: errorEnvelopeSchema } }),
};

export const NoteSaved = defineEvent('notes.note.saved.v1', noteSchema, (d) => d.id);
