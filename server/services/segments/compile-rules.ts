// A segment's rule tree as one SQL condition on users (rule-kinds.ts has each leaf's), and stored rules
// read back safely: a row written by an older version or by hand that no longer parses has no members,
// it never fails a read.
import { sql, type SQL } from 'drizzle-orm';
import { SegmentRules, type LeafRule, type SegmentRule } from '../../../contract/console/segments';
import { users } from '../../db/schema';
import { RULE_PREDICATES } from './rule-kinds';

function leaf(rule: LeafRule): SQL {
  const predicate = RULE_PREDICATES[rule.kind] as (r: LeafRule) => SQL;
  return sql`(${predicate(rule)})`;
}

function group(match: 'all' | 'any', rules: SegmentRule[]): SQL {
  // An empty "all" holds for everyone, an empty "any" for nobody (as and/or over nothing).
  if (rules.length === 0) return match === 'all' ? sql`true` : sql`false`;
  const parts = rules.map((rule) => (rule.kind === 'group' ? group(rule.match, rule.rules) : leaf(rule)));
  return sql`(${sql.join(parts, match === 'all' ? sql` and ` : sql` or `)})`;
}

/** Members (not deactivated) the rules take in, as a condition on the users table. */
export function segmentCondition(rules: SegmentRules): SQL {
  return sql`${users.deactivatedAt} is null and ${group(rules.match, rules.rules)}`;
}

/** The stored rules, or null when they no longer parse. */
export function storedRules(value: unknown): SegmentRules | null {
  const parsed = SegmentRules.safeParse(value);
  return parsed.success ? (parsed.data as SegmentRules) : null;
}
