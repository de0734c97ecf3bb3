// The vocabularies' routes: reading needs Scanner/Read; making, renaming and deleting need Edit (they are
// the user's own lists, changed the way a scan's details are).
import {
  customFieldCreate,
  customFieldDelete,
  customFieldRename,
  savedViewCreate,
  savedViewDelete,
  savedViewEdit,
  scanSuggestions,
  scannerVocabularies,
  vocabularyCreate,
  vocabularyDelete,
  vocabularyRename,
} from '@lcars/contract/scanner';
import { requireClaim, route, type RouteDefinition } from '../../../http/routes.js';
import {
  createField,
  createItem,
  createView,
  deleteField,
  deleteItem,
  deleteView,
  editView,
  listVocabularies,
  renameField,
  renameItem,
} from './service.js';
import { suggestForScan } from './suggest.js';

const READ = requireClaim('Scanner', 'Read');
const EDIT = requireClaim('Scanner', 'Edit');

export const vocabularyRoutes: readonly RouteDefinition[] = [
  route(scannerVocabularies, READ, 'scanner.vocabularies', (_input, services) => listVocabularies(services)),
  route(vocabularyCreate, EDIT, 'scanner.vocabulary.create', ({ params, body }, services) =>
    createItem(services, params.kind, body.name),
  ),
  route(vocabularyRename, EDIT, 'scanner.vocabulary.rename', ({ params, body }, services) =>
    renameItem(services, params.kind, params.id, body.name),
  ),
  route(vocabularyDelete, EDIT, 'scanner.vocabulary.delete', ({ params }, services) =>
    deleteItem(services, params.kind, params.id),
  ),
  route(customFieldCreate, EDIT, 'scanner.field.create', ({ body }, services) =>
    createField(services, body.name, body.dataType),
  ),
  route(customFieldRename, EDIT, 'scanner.field.rename', ({ params, body }, services) =>
    renameField(services, params.id, body.name),
  ),
  route(customFieldDelete, EDIT, 'scanner.field.delete', ({ params }, services) =>
    deleteField(services, params.id),
  ),
  route(savedViewCreate, EDIT, 'scanner.view.create', ({ body }, services) =>
    createView(services, body.name, body.filter),
  ),
  route(savedViewEdit, EDIT, 'scanner.view.edit', ({ params, body }, services) =>
    editView(services, params.id, body.name, body.filter),
  ),
  route(scanSuggestions, READ, 'scanner.suggestions', ({ params }, services) =>
    suggestForScan(services.db, services.user.id, params.id),
  ),
  route(savedViewDelete, EDIT, 'scanner.view.delete', ({ params }, services) =>
    deleteView(services, params.id),
  ),
];
