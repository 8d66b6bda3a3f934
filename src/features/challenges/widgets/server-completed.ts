// Types whose answer is {} because the server completes them (docs/contract.md, "the rest").
import type { EmptyAnswer, SERVER_COMPLETED_TYPES } from '@contract/challenge-answers';

export type { EmptyAnswer };
export type ServerCompletedAnswerType = (typeof SERVER_COMPLETED_TYPES)[number];
