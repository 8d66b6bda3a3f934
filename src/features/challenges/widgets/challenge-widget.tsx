// The widget of a challenge's type, rendered from the registry (the chunk that holds all widgets).
import { createElement } from 'react';
import { widgetFor } from './registry';
import type { WidgetProps } from './widget-types';

export function ChallengeWidget(props: WidgetProps) {
  const widget = widgetFor(props.challenge.type);
  return widget ? createElement(widget, props) : null;
}
