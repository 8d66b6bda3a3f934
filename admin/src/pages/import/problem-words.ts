// Each row problem the dry run reports, in the operator's language.
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ImportProblem } from '@contract/console/imports';

export const PROBLEM_WORDS: Record<ImportProblem['code'], MessageDescriptor> = {
  required: msg`This column needs a value.`,
  too_long: msg`The value is too long.`,
  phone: msg`Not a phone number: give it with its country code, or as a national number.`,
  email: msg`Not an e-mail address.`,
  language: msg`Not one of the programme’s languages.`,
  customer_id: msg`A customer id has 3 to 40 letters, digits or dashes.`,
  date: msg`Not a date: write it as YYYY-MM-DD (not in the future).`,
  balance: msg`The balance must be a whole number of points, 0 or more.`,
  no_sign_in: msg`The member needs a phone number or a customer id to sign in with.`,
  duplicate_in_file: msg`An earlier line of the file has the same value.`,
  phone_taken: msg`Another member already has this phone number.`,
  customer_id_taken: msg`Another member already has this customer id.`,
  balance_below_spent: msg`The member has spent more than this balance since the last import.`,
  columns: msg`This line has a different number of values from the first line.`,
  points: msg`The points must be a whole number other than 0 (negative for points spent).`,
  unknown_member: msg`No member was imported with this external_id. Import the members file first.`,
  history_sum: msg`This member’s lines do not add up to the balance brought over in the members file.`,
  line_changed: msg`This line was imported before with other points or another date.`,
};
