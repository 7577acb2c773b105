/** The IndexedDB database's name, in a file of its own so start-up can look for it without Dexie. */
export const OFFLINE_DB_NAME = 'auditor-portal';
