import type { FastifyInstance } from 'fastify';

// Filled in by its owner.
export default async function (_app: FastifyInstance) {}
