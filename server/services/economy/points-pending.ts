// The refusal when a member tries to spend points still in their pending period (docs/money.md "Lots").
import { badRequest } from '../../errors';

export const pointsPending = (required: number) =>
  badRequest('PointsPending', `Some of your points are still pending and cannot be spent yet; this needs ${required} spendable points.`, { required });
