import { z } from 'zod';

export const Project = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  workflowCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Project = z.infer<typeof Project>;

export const ProjectInput = z.object({
  name: z.string().trim().min(1, 'A project needs a name').max(100),
  description: z.string().max(2000).default(''),
});
export type ProjectInput = z.infer<typeof ProjectInput>;

export const ProjectPatch = z.object({
  name: z.string().trim().min(1, 'A project needs a name').max(100).optional(),
  description: z.string().max(2000).optional(),
});
