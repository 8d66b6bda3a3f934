// Column kinds shared by the table files. Translatable texts are jsonb maps of language key to text
// ({ en: '...', lt: '...' }).
import { customType, jsonb, timestamp } from 'drizzle-orm/pg-core';

export type LocalizedText = Record<string, string>;

export const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

export const tz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });
export const created = () => tz('created_at').notNull().defaultNow();
export const localized = (name: string) => jsonb(name).$type<LocalizedText>();
