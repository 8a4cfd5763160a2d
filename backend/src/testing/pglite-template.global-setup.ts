// vitest globalSetup of the backend's PGlite lane: one migrated, seeded template database for the run.
import type { TestProject } from 'vitest/node';
import { providePgliteTemplate } from '@store/server-kit/testing/pglite-template';
import { writePgliteTemplate } from './test-backend';

export default (project: TestProject) => providePgliteTemplate(project, 'backend', writePgliteTemplate);
