// Review before publishing: where a draft stands.
import { z } from 'zod';

export const REVIEW_STATES = ['in_review', 'changes_requested', 'approved'] as const;
export const reviewStateSchema = z.enum(REVIEW_STATES);
export type ReviewState = z.infer<typeof reviewStateSchema>;
