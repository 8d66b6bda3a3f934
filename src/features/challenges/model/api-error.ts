// An ApiError as the widgets see it.
import { ApiError } from '@/api/client';
import type { WidgetError } from '../widgets/widget-types';

export function toWidgetError(error: unknown): WidgetError {
  if (error instanceof ApiError) {
    const field = typeof error.body.field === 'string' ? error.body.field : undefined;
    return { code: error.errorCode, message: error.message, field };
  }
  return { code: 'UnknownError', message: error instanceof Error ? error.message : String(error) };
}

export const errorCode = (error: unknown) => (error instanceof ApiError ? error.errorCode : 'UnknownError');

/** The start time a ChallengeLocked refusal carries. */
export function lockedUntil(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.errorCode !== 'ChallengeLocked') return null;
  return typeof error.body.start_time === 'string' ? error.body.start_time : null;
}
