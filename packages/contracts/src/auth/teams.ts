import { z } from 'zod';
import { Email } from './user.js';

export const TeamRole = z.enum(['admin', 'member']);
export const TeamMemberView = z.object({
  userId: z.string(),
  displayName: z.string(),
  email: z.string(),
  role: TeamRole,
});
export const TeamInvitationView = z.object({
  id: z.string(),
  email: z.string(),
  role: TeamRole,
  /** Who sent it last (a resend counts), or null when that account is gone. */
  invitedBy: z.string().nullable(),
  expiresAt: z.string(),
});
export const TeamDetail = z.object({
  id: z.string(),
  name: z.string(),
  planGuid: z.string(),
  role: TeamRole,
  members: z.array(TeamMemberView),
  invitations: z.array(TeamInvitationView),
});
export type TeamDetail = z.infer<typeof TeamDetail>;
export const TeamName = z.object({ name: z.string().trim().min(1, 'A team needs a name').max(100) });
export const InviteRequest = z.object({ email: Email, role: TeamRole.default('member') });
export const AcceptInvitationRequest = z.object({ token: z.string().min(1).max(200) });
