// The settings rows, read once per process and kept until the table changes: a trigger on the table
// NOTIFYs 'settings_changed' (migration 0005), and every listening process drops its copy.
import { fromRead, tableCache } from '../../db/table-cache';

const settingsCache = tableCache('settings_changed');

export const watchSettings = settingsCache.watch;
export const settingsChanged = settingsCache.changed;
export const cachedRows = settingsCache.cached;
export const fromRows = fromRead;
