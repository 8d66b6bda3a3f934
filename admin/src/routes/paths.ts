// A path of a console page, as links and navigation name it (checked against the routes in router.tsx).
import type { RegisteredRouter } from '@tanstack/react-router';

export type ConsolePath = keyof RegisteredRouter['routesByPath'] & string;
