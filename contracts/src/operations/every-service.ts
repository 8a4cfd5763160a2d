// The operations every service serves beside its own API: the probes, the metrics and its API reference.
import { z } from 'zod';
import {
  healthResponseSchema,
  healthUnavailableSchema,
  livenessResponseSchema,
  notReadyResponseSchema,
  readyResponseSchema,
} from '../health';
import type { OperationSpec } from './operation-spec';

export const everyServiceOperations: readonly OperationSpec[] = [
  {
    method: 'get',
    path: '/api/health',
    tag: 'Operations',
    summary: 'Database health',
    description: '200 while the database answers, 503 when it does not.',
    access: 'public',
    responses: {
      200: { description: 'The database answers.', schema: healthResponseSchema },
      503: { description: 'The database does not answer.', schema: healthUnavailableSchema },
    },
  },
  {
    method: 'get',
    path: '/healthz',
    tag: 'Operations',
    summary: 'Liveness: the process is up',
    description: 'Touches nothing else (no database), so a busy or cut-off database never restarts it.',
    access: 'public',
    responses: { 200: { description: 'The process serves requests.', schema: livenessResponseSchema } },
  },
  {
    method: 'get',
    path: '/readyz',
    tag: 'Operations',
    summary: 'Readiness: everything this service needs answers',
    description: 'Each check must answer within 2 seconds; the answer names each check and its state.',
    access: 'public',
    responses: {
      200: { description: 'Ready for traffic.', schema: readyResponseSchema },
      503: { description: 'A dependency is not answering.', schema: notReadyResponseSchema },
    },
  },
  {
    method: 'get',
    path: '/metrics',
    tag: 'Operations',
    summary: 'Prometheus metrics',
    description:
      'Prometheus text format. Open unless METRICS_TOKEN is set; then it needs ' +
      '`Authorization: Bearer <METRICS_TOKEN>` (401 otherwise).',
    access: 'public',
    responses: {
      200: { description: 'The metrics.', contentType: 'text/plain' },
    },
  },
  {
    method: 'get',
    path: '/api/docs',
    tag: 'Operations',
    summary: 'This reference, in Swagger UI',
    access: 'public',
    responses: { 200: { description: 'An HTML page.', contentType: 'text/html' } },
  },
  {
    method: 'get',
    path: '/api/docs/openapi.json',
    tag: 'Operations',
    summary: 'This reference as an OpenAPI 3.1 document',
    access: 'public',
    responses: {
      200: { description: 'The OpenAPI document.', schema: z.record(z.string(), z.unknown()) },
    },
  },
];
