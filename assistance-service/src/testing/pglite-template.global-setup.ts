// vitest globalSetup of the assistance service's PGlite lane: one migrated template database for the run.
import type { TestProject } from 'vitest/node';
import { providePgliteTemplate } from '@store/server-kit/testing/pglite-template';
import { writePgliteTemplate } from './test-assistance';

export default (project: TestProject) => providePgliteTemplate(project, 'assistance', writePgliteTemplate);
