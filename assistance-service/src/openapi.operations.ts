// The assistance service's OpenAPI document, made from its operation table in contracts (the one list of
// what the service serves, which the SPA's tests check their mocked answers against too). /api/docs serves
// it, the route metrics name routes by it, and openapi.api.test.ts fails when a route exists that is not
// listed there or answers with a shape the document does not allow.
import { assistanceApiOperations } from '@store/contracts/operations/assistance-api';
import { openApiDocument, type OperationSpec } from '@store/server-kit/openapi';

export const assistanceOperations: OperationSpec[] = [...assistanceApiOperations];

export const assistanceApiDocument = openApiDocument(
  {
    title: 'Accessible storefront: assistance service',
    version: '1.0.0',
    description:
      'Help requests and chat between shoppers and helpers. Every answer is JSON `{ success, message?, ... }` ' +
      'with an honest status; failures are `{ success: false, message, code? }`. Send the token from the ' +
      'main API’s sign-in as `Authorization: Bearer <token>` (or the `token` header).',
  },
  assistanceOperations,
);
