// One line of a members file, read and checked on its own (no database): the dry run and the import
// both go through here, so what the dry run reports is what the import skips.
import { canonicalPhone } from '../../../contract/phone';
import { CustomerId } from '../../../contract/customer-id';
import type { ImportProblem } from '../../../contract/console/imports';

export interface ImportRow {
  line: number;
  externalRef: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  email: string | null;
  language: string | null;
  customerId: string | null;
  /** YYYY-MM-DD, or null for "today". */
  joined: string | null;
  balance: number;
}

const MAX_BALANCE = 1_000_000_000;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

const MESSAGES: Record<ImportProblem['code'], string> = {
  required: 'This column needs a value.',
  too_long: 'Too long.',
  phone: 'Not a phone number (give it with its country code, or as a national number).',
  email: 'Not an e-mail address.',
  language: 'Not one of the programme’s languages.',
  customer_id: 'A customer id has 3 to 40 letters, digits or dashes.',
  date: 'Not a date; write it as YYYY-MM-DD.',
  balance: 'The balance must be a whole number of points, 0 or more.',
  no_sign_in: 'A member needs a phone number or a customer id to sign in with.',
  duplicate_in_file: 'An earlier line of the file has the same value.',
  phone_taken: 'Another member already has this phone number.',
  customer_id_taken: 'Another member already has this customer id.',
  balance_below_spent: 'The member has spent more than this balance since the last import.',
  columns: 'The line has a different number of values from the header.',
  points: 'The points must be a whole number other than 0 (negative for points spent).',
  unknown_member: 'No member has been imported with this external id; import the members file first.',
  history_sum: 'This member’s lines do not add up to the balance brought over in the members file.',
  line_changed: 'This line was imported before with other points or another date.',
};

export const problem = (line: number, column: string | null, code: ImportProblem['code']): ImportProblem => ({
  line,
  column,
  code,
  message: MESSAGES[code],
});

export function validDay(value: string) {
  const m = DAY.exec(value);
  if (!m) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value && value >= '1900-01-01' && value <= new Date().toISOString().slice(0, 10);
}

/** The row, or the problems that keep it out. */
export function readImportRow(
  record: Record<string, string | undefined>,
  line: number,
  languages: readonly string[],
): { row: ImportRow; problems: [] } | { row: null; problems: ImportProblem[] } {
  const problems: ImportProblem[] = [];
  const value = (column: string, max: number) => {
    const v = (record[column] ?? '').trim();
    if (v.length > max) {
      problems.push(problem(line, column, 'too_long'));
      return null;
    }
    return v || null;
  };
  const externalRef = value('external_id', 100);
  if (!externalRef && !problems.length) problems.push(problem(line, 'external_id', 'required'));
  const firstName = value('first_name', 100);
  const lastName = value('last_name', 100);

  const typedPhone = value('phone', 40);
  const phone = typedPhone ? canonicalPhone(typedPhone) : null;
  if (typedPhone && !phone) problems.push(problem(line, 'phone', 'phone'));

  const email = value('email', 254)?.toLowerCase() ?? null;
  if (email && !EMAIL.test(email)) problems.push(problem(line, 'email', 'email'));

  const language = value('language', 10)?.toLowerCase() ?? null;
  if (language && !languages.includes(language)) problems.push(problem(line, 'language', 'language'));

  const typedCustomerId = value('customer_id', 40);
  const parsedCustomerId = typedCustomerId ? CustomerId.safeParse(typedCustomerId) : null;
  if (parsedCustomerId && !parsedCustomerId.success) problems.push(problem(line, 'customer_id', 'customer_id'));
  const customerId = parsedCustomerId?.success ? parsedCustomerId.data : null;

  // A file without either column leaves the sign-in of members already there as it is (import-batch.ts checks new ones).
  const namesSignIn = 'phone' in record || 'customer_id' in record;
  if (namesSignIn && !typedPhone && !typedCustomerId) problems.push(problem(line, 'phone', 'no_sign_in'));

  const joined = value('joined', 10);
  if (joined && !validDay(joined)) problems.push(problem(line, 'joined', 'date'));

  const typedBalance = value('balance', 12) ?? '0';
  const balance = /^\d+$/.test(typedBalance) ? Number(typedBalance) : NaN;
  if (!Number.isSafeInteger(balance) || balance > MAX_BALANCE) problems.push(problem(line, 'balance', 'balance'));

  if (problems.length || !externalRef) return { row: null, problems };
  return { row: { line, externalRef, firstName, lastName, phone, email, language, customerId, joined, balance }, problems: [] };
}

/** Values that must be unique across the whole file: external ids, phones and customer ids seen so far. */
export class SeenInFile {
  private readonly refs = new Set<string>();
  private readonly phones = new Set<string>();
  private readonly customerIds = new Set<string>();

  /** The problem when an earlier line had one of this row's unique values; else notes them. */
  check(row: ImportRow): ImportProblem | null {
    const clash =
      (this.refs.has(row.externalRef) && 'external_id') ||
      (row.phone && this.phones.has(row.phone) && 'phone') ||
      (row.customerId && this.customerIds.has(row.customerId) && 'customer_id');
    if (clash) return problem(row.line, clash, 'duplicate_in_file');
    this.refs.add(row.externalRef);
    if (row.phone) this.phones.add(row.phone);
    if (row.customerId) this.customerIds.add(row.customerId);
    return null;
  }
}
