// GET /getPromotedNewsItem and GET /dismissUserPromotedNewsItem/{id} (docs/product.md section 7).
import { api } from '@/api/client';

export const getPromotedNewsItem = () => api.get('getPromotedNewsItem');

export const dismissPromotedNewsItem = (id: number) => api.get(`dismissUserPromotedNewsItem/${id}`);
