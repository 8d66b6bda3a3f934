// Sign-in by customer id (registration type id, docs/product.md section 5): the id printed on the member's card
// gets a one-time code on the phone or e-mail the programme has for it; or the operator's site
// (customerLoginUrl) sends the member back with a signed assertion naming the id. Re-exported by contract.ts.
import { z } from 'zod';

export const CustomerId = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9-]{3,40}$/, 'A customer id has 3 to 40 letters, digits or dashes.');

export const LoginUserByCustomerId = z.object({
  customer_id: CustomerId,
  turnstileToken: z.string().max(4096).default(''),
  lang: z.string().min(2).max(10).optional(),
});
export type LoginUserByCustomerId = z.input<typeof LoginUserByCustomerId>;

export const LoginUserByCustomerIdResult = z.object({
  /** Where the code went, masked: "+370 *** **345" or "e***@example.com". */
  sent_to: z.string(),
  channel: z.enum(['sms', 'email']),
  /** Seconds until another code may be asked for. */
  resend_after: z.number().int(),
});
export type LoginUserByCustomerIdResult = z.infer<typeof LoginUserByCustomerIdResult>;

export const VerifyCustomerIdCode = z.object({
  customer_id: CustomerId,
  code: z.string().trim().regex(/^\d{6}$/, 'The code has 6 digits.'),
});
export type VerifyCustomerIdCode = z.input<typeof VerifyCustomerIdCode>;

/** The operator's signed statement (a JWT) that the visitor is the member with this customer id. */
export const LoginUserByAssertion = z.object({
  assertion: z.string().min(20).max(8192),
  lang: z.string().min(2).max(10).optional(),
});
export type LoginUserByAssertion = z.input<typeof LoginUserByAssertion>;
