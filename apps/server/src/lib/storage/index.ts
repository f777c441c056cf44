// The shop's file storage (issue 30, decision 0044): see storage.ts.
export { type LocalRoots, keyOfUploadsPath, uploadsPathOf } from './layout.ts';
export {
  openStorage,
  type S3Settings,
  type StorageSettings,
  StorageSettingsError,
  storageSettings,
} from './settings.ts';
export {
  contentTypeOf,
  isValidKey,
  type Storage,
  STORAGE_UNAVAILABLE_MESSAGE,
  StorageUnavailableError,
} from './storage.ts';
