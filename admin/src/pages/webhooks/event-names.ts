// The events' names in the console's language (their keys are what partners see: docs/webhooks.md).
import { useLingui } from '@lingui/react/macro';
import { WEBHOOK_EVENT_TYPES } from '@contract/console/webhook-events';
import type { WebhookEventType } from './types';

export { WEBHOOK_EVENT_TYPES };

export function useEventNames(): (type: string) => string {
  const { t } = useLingui();
  const names: Record<WebhookEventType | 'webhook.test', string> = {
    'member.joined': t`A member joined`,
    'challenge.completed': t`A challenge was completed`,
    'achievement.collected': t`An achievement was collected`,
    'reward.redeemed': t`A reward was redeemed`,
    'reward.used': t`A reward was used`,
    'points.adjusted': t`Points were adjusted`,
    'tier.changed': t`A member's tier changed`,
    'webhook.test': t`Test event`,
  };
  return (type) => names[type as WebhookEventType] ?? type;
}
