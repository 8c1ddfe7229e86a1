/**
 * The wording of the catalogue lists' bulk actions (issue #25 item 12): the Sections screen speaks English,
 * the Modules screen French (doc 3 §2); every confirmation names the count.
 */
import type { CatalogueStatus } from '@liquify/contracts';

export interface CatalogueBulkLabels {
  selected: (n: number) => string;
  clear: string;
  cancel: string;
  selectPage: string;
  selectRow: (title: string) => string;
  statusLabel: string;
  statusPrompt: string;
  statusOptions: readonly (readonly [CatalogueStatus, string])[];
  statusTitle: string;
  statusQuestion: (n: number, statusText: string) => string;
  featuredLabel: string;
  featuredPrompt: string;
  featuredOptions: readonly (readonly ['true' | 'false', string])[];
  featuredTitle: string;
  featuredQuestion: (n: number, featured: boolean) => string;
  apply: string;
  deleteButton: string;
  deleteTitle: string;
  deleteQuestion: (n: number) => string;
  deleteConfirm: string;
  failedTitle: string;
  failed: string;
  exportLabel: string;
  exportFailed: string;
  updated: (n: number) => string;
  deleted: (n: number) => string;
}

const modules = (n: number) => `${n} module${n === 1 ? '' : 's'}`;
const sections = (n: number) => `${n} section${n === 1 ? '' : 's'}`;

export const MODULE_BULK_LABELS: CatalogueBulkLabels = {
  selected: (n) => `${modules(n)} sélectionné${n === 1 ? '' : 's'}`,
  clear: 'Désélectionner',
  cancel: 'Annuler',
  selectPage: 'Sélectionner tous les modules de la page',
  selectRow: (title) => `Sélectionner ${title}`,
  statusLabel: 'Changer le statut des modules sélectionnés',
  statusPrompt: 'Changer le statut…',
  statusOptions: [
    ['published', 'Published'],
    ['draft', 'Draft'],
    ['archived', 'Archived'],
  ],
  statusTitle: 'Changer le statut',
  statusQuestion: (n, status) => `Passer ${modules(n)} en ${status} ?`,
  featuredLabel: 'Mettre en avant les modules sélectionnés',
  featuredPrompt: 'Featured…',
  featuredOptions: [
    ['true', 'Featured'],
    ['false', 'Not Featured'],
  ],
  featuredTitle: 'Featured',
  featuredQuestion: (n, featured) => (featured ? `Mettre ${modules(n)} en avant (Featured) ?` : `Retirer ${modules(n)} des Featured ?`),
  apply: 'Appliquer',
  deleteButton: 'Supprimer la sélection',
  deleteTitle: 'Supprimer des modules',
  deleteQuestion: (n) => `Supprimer ${modules(n)} ? Ils restent 30 jours dans la corbeille.`,
  deleteConfirm: 'Supprimer',
  failedTitle: 'Certains modules n’ont pas été modifiés',
  failed: 'Échec de l’action groupée',
  exportLabel: 'Exporter CSV',
  exportFailed: 'Échec de l’export des modules',
  updated: (n) => `${modules(n)} modifié${n === 1 ? '' : 's'}`,
  deleted: (n) => `${modules(n)} supprimé${n === 1 ? '' : 's'} (dans la corbeille)`,
};

export const SECTION_BULK_LABELS: CatalogueBulkLabels = {
  selected: (n) => `${sections(n)} selected`,
  clear: 'Clear selection',
  cancel: 'Cancel',
  selectPage: 'Select all sections on this page',
  selectRow: (title) => `Select ${title}`,
  statusLabel: 'Change the status of the selected sections',
  statusPrompt: 'Change status…',
  statusOptions: [
    ['published', 'Published'],
    ['draft', 'Draft'],
    ['archived', 'Archived'],
  ],
  statusTitle: 'Change status',
  statusQuestion: (n, status) => `Set ${sections(n)} to ${status}?`,
  featuredLabel: 'Set featured on the selected sections',
  featuredPrompt: 'Featured…',
  featuredOptions: [
    ['true', 'Featured'],
    ['false', 'Not featured'],
  ],
  featuredTitle: 'Featured',
  featuredQuestion: (n, featured) => (featured ? `Mark ${sections(n)} as featured?` : `Remove ${sections(n)} from featured?`),
  apply: 'Apply',
  deleteButton: 'Delete selected',
  deleteTitle: 'Delete sections',
  deleteQuestion: (n) => `Delete ${sections(n)}? They stay 30 days in the trash.`,
  deleteConfirm: 'Delete',
  failedTitle: 'Some sections were not changed',
  failed: 'Failed to update sections',
  exportLabel: 'Export CSV',
  exportFailed: 'Failed to export sections',
  updated: (n) => `${sections(n)} updated`,
  deleted: (n) => `${sections(n)} deleted (in the trash)`,
};
