// Fuzzing the operations at odd positions of the OpenAPI document (fuzz-operations.ts); fuzz-even.test.ts
// takes the others.
import { fuzzOperations } from './fuzz-operations';

fuzzOperations({ part: 1, parts: 2 });
