import { outboxSchemaFields } from '@liquify/kafka';
import type { CatalogueStatus } from '@liquify/contracts';
import { Schema, SchemaDefinition, Types } from 'mongoose';

/** Fields modules and sections share (spec doc 3 §3), plus the revision used for safe concurrent updates. */
export interface CatalogueItemDoc {
  _id: Types.ObjectId;
  slug: string;
  title: string;
  description: string;
  longDescription: string;
  category: string;
  tags: string[];
  code: string;
  thumbnail: string;
  demoUrl: string;
  featured: boolean;
  status: CatalogueStatus;
  hasLiquidCode: boolean;
  images: string[];
  author: string;
  rating: number;
  downloads: number;
  /** Incremented by every update; updates are conditional on it (no lost updates without transactions). */
  revision: number;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
  /** Set while the item is in the trash (deleted by an admin, restorable for 30 days); null when live. */
  trashedAt?: Date | null;
  /** The slug it had before the trash (the live slug is freed while it is there). */
  trashedSlug?: string;
}

export const catalogueItemFields: SchemaDefinition = {
  slug: { type: String, required: true, unique: true },
  title: { type: String, required: true },
  description: { type: String, default: '' },
  longDescription: { type: String, default: '' },
  category: { type: String, required: true, index: true },
  tags: { type: [String], default: [] },
  code: { type: String, default: '' },
  thumbnail: { type: String, default: '' },
  demoUrl: { type: String, default: '' },
  featured: { type: Boolean, default: false },
  status: { type: String, enum: ['draft', 'published', 'archived'], default: 'draft', index: true },
  hasLiquidCode: { type: Boolean, default: false },
  images: { type: [String], default: [] },
  author: { type: String, default: '' },
  rating: { type: Number, default: 0 },
  downloads: { type: Number, default: 0 },
  revision: { type: Number, default: 0 },
  createdAt: { type: Date, required: true },
  updatedAt: { type: Date, required: true },
  trashedAt: { type: Date, default: null, index: true },
  trashedSlug: { type: String, default: '' },
  ...outboxSchemaFields,
};

/** A catalogue collection's schema: outbox-ready (`minimize: false`), timestamps written by the service. */
export function catalogueItemSchema(collection: string, extra: SchemaDefinition): Schema {
  return new Schema({ ...catalogueItemFields, ...extra }, { collection, minimize: false, versionKey: false, timestamps: false, strict: true });
}
