// Each kind of segment rule as an SQL condition on the users table (one row per member): the whole of
// what the server knows of a kind. A new kind is one entry here beside its schema in
// contract/console/segments.ts (RULE_KINDS); the mapped type makes a missing entry a type error.
import { sql, type SQL } from 'drizzle-orm';
import type { LeafRule, RuleKind } from '../../../contract/console/segments';
import { memberActivity, memberTags, userChallenges, users } from '../../db/schema';

type Predicate<K extends RuleKind> = (rule: Extract<LeafRule, { kind: K }>) => SQL;

const days = (n: number) => sql`now() - make_interval(days => ${n}::int)`;

export const RULE_PREDICATES: { [K in RuleKind]: Predicate<K> } = {
  language: (rule) => sql`${users.language} = any(${sql.param(rule.languages)}::text[])`,
  points: (rule) =>
    sql.join(
      [
        rule.min === null ? undefined : sql`${users.points} >= ${rule.min}::int`,
        rule.max === null ? undefined : sql`${users.points} <= ${rule.max}::int`,
      ].filter((part): part is SQL => part !== undefined),
      sql` and `,
    ),
  active_within: (rule) =>
    sql`exists (select 1 from ${memberActivity} where ${memberActivity.userId} = ${users.id} and ${memberActivity.lastActiveAt} >= ${days(rule.days)})`,
  challenge_completed: (rule) =>
    sql`exists (select 1 from ${userChallenges} where ${userChallenges.userId} = ${users.id}
      and ${userChallenges.challengeId} = ${rule.challenge_id}::int and ${userChallenges.status} = 'completed')`,
  signup_channel: (rule) => sql`${users.signupChannel} = any(${sql.param(rule.channels)}::text[])`,
  tag: (rule) => sql`exists (select 1 from ${memberTags} where ${memberTags.userId} = ${users.id} and ${memberTags.tag} = ${rule.tag})`,
  tier: (rule) => sql`${users.tierId} = any(${sql.param(rule.tier_ids)}::int[])`,
};
