// Fuzzing the operations at even positions of the OpenAPI document (fuzz-operations.ts); fuzz-odd.test.ts
// takes the others.
import { fuzzOperations } from './fuzz-operations';

fuzzOperations({ part: 0, parts: 2 });
