// The main API's OpenAPI document, made from its operation table in contracts (the one list of what the
// API serves, which the SPA's tests check their mocked answers against too). /api/docs serves it, the
// route metrics name routes by it, and openapi.api.test.ts fails when a route exists that is not listed
// there or answers with a shape the document does not allow.
import { mainApiOperations } from '@store/contracts/operations/main-api';
import { openApiDocument, type OperationSpec } from '@store/server-kit/openapi';

export const backendOperations: OperationSpec[] = [...mainApiOperations];

export const backendApiDocument = openApiDocument(
  {
    title: 'Accessible storefront: main API',
    version: '1.0.0',
    description:
      'Products, accounts, carts, orders and payments. Every answer is JSON `{ success, message?, ... }` ' +
      'with an honest status; failures are `{ success: false, message, code? }`. Send the token from ' +
      'sign-in as `Authorization: Bearer <token>` (or the `token` header).',
  },
  backendOperations,
);
