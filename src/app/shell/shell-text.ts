import type { MessageDescriptor } from '@lingui/core';
import { hasMessage, i18n } from '@/i18n/i18n';

/**
 * A translated text, or the English fallback when no catalog could be loaded: shell screens show
 * before translations arrive, and production builds carry message ids only.
 */
export function textOr(descriptor: MessageDescriptor, fallback: string) {
  return hasMessage(descriptor.id) ? i18n._(descriptor) : fallback;
}
