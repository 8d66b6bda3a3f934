// GET /getPromotedNewsItem and GET /dismissUserPromotedNewsItem/{id} (docs/product.md section 7).
import { api } from '@/api/client';
import type { PromotedNewsItem } from '@/api/contract/community';

export const getPromotedNewsItem = () => api.get<PromotedNewsItem | null>('getPromotedNewsItem');

export const dismissPromotedNewsItem = (id: number) => api.get<{ success: true }>(`dismissUserPromotedNewsItem/${id}`);
