import { createHash, randomBytes } from 'node:crypto';
import {
  AcceptInvitationRequest,
  can,
  InviteRequest,
  MessageResponse,
  roleFor,
  TeamDetail,
  TeamName,
  TeamRef,
  TeamRole,
  TRIAL_PLAN_GUID,
} from '@flowlane/contracts';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authGuard } from '../accounts/index.js';
import { planOf } from '../accounts/plans.js';
import { FALLBACK_PLAN_GUID } from '../billing/service.js';
import type { RoutesContext } from '../context.js';
import {
  normalizeEmail,
  subscriptionsRepository,
  teamAdminRepository,
  teamsRepository,
  usersRepository,
} from '../db/index.js';
import { badRequest, conflict, forbidden, notFound } from '../http/errors.js';

const Params = z.object({ teamId: z.uuid('Not a team id') });
const MemberParams = Params.extend({ userId: z.uuid('Not a user id') });
const InvitationParams = Params.extend({ invitationId: z.uuid('Not an invitation id') });
const INVITATION_DAYS = 7;
const hash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * Teams: create, rename, delete; members, roles, invitations by mail; leave. Only admins manage; a team
 * always keeps an admin, and nobody deletes or leaves their last team.
 */
export function teamRoutes(ctx: RoutesContext<'mailer'>): FastifyPluginAsyncZod {
  const { requireUser } = authGuard(ctx);
  const db = () => ctx.database.db;

  /** The caller's membership of the team, or 404 (another team's id answers like an unknown one). */
  async function membership(request: FastifyRequest, teamId: string) {
    const user = await requireUser(request);
    const team = await teamsRepository(db()).findMembership(teamId, user.userId);
    if (!team) throw notFound('Team not found');
    return { user, team };
  }
  /** Whether the membership's role in that team (not the current one) may manage it. */
  const manages = (team: { planGuid: string; role: 'admin' | 'member' }) =>
    can([roleFor(planOf(team.planGuid).family, team.role === 'admin')], 'team:manage');
  async function asAdmin(request: FastifyRequest, teamId: string) {
    const found = await membership(request, teamId);
    if (!manages(found.team)) throw forbidden('Only an admin of this team can do that.');
    return found;
  }
  async function detail(team: {
    id: string;
    planGuid: string;
    role: 'admin' | 'member';
  }): Promise<TeamDetail> {
    const teamId = team.id;
    const role = team.role;
    const admin = teamAdminRepository(db());
    const [members, invitations, base] = await Promise.all([
      admin.members(teamId),
      manages(team) ? admin.pendingInvitations(teamId) : Promise.resolve([]),
      teamsRepository(db()).get(teamId),
    ]);
    if (!base) throw notFound('Team not found');
    return {
      id: base.id,
      name: base.name,
      planGuid: base.planGuid,
      role,
      members,
      invitations: invitations.map((i) => ({
        id: i.id,
        email: i.email,
        role: i.role,
        invitedBy: i.invitedByName,
        expiresAt: i.expiresAt.toISOString(),
      })),
    };
  }

  const invitationExpiry = () => new Date(Date.now() + INVITATION_DAYS * 86_400_000);
  async function mailInvitation(teamName: string, email: string, token: string, inviterId: string) {
    const link = `${ctx.config.publicUrl}/teams/invitation/${token}`;
    const inviter = (await usersRepository(db()).findById(inviterId))?.displayName ?? 'A Flowlane user';
    await ctx.mailer.send({
      to: email,
      subject: `You are invited to ${teamName} on Flowlane`,
      text: `${inviter} invited you to the team "${teamName}" on Flowlane.\n\nAccept the invitation: ${link}\n\nThe link works once and expires in ${INVITATION_DAYS} days.`,
      html: `<p>${escapeHtml(inviter)} invited you to the team <b>${escapeHtml(teamName)}</b> on Flowlane.</p><p><a href="${link}">Accept the invitation</a></p><p>The link works once and expires in ${INVITATION_DAYS} days.</p>`,
    });
  }

  return async (app) => {
    app.post(
      '/api/team',
      {
        schema: {
          tags: ['teams'],
          summary: 'Create a team (you are its admin)',
          body: TeamName,
          response: { 201: TeamRef },
        },
      },
      async (request, reply) => {
        const user = await requireUser(request);
        const teams = teamsRepository(db());
        const subscriptions = subscriptionsRepository(db());
        const now = new Date();
        // A user has one free trial: the first team gets it, a later team shares what is left of it,
        // and once it is over a new team starts on Flow Free.
        const usersTrialEnd = await subscriptions.trialEndOfUser(user.userId);
        const trialEnd =
          usersTrialEnd === undefined
            ? new Date(now.getTime() + ctx.config.trialDays * 86_400_000)
            : usersTrialEnd > now
              ? usersTrialEnd
              : undefined;
        const planGuid = trialEnd ? TRIAL_PLAN_GUID : FALLBACK_PLAN_GUID;
        const team = await teams.create({ name: request.body.name, planGuid });
        await teams.addMember(team.id, user.userId, 'admin');
        if (trialEnd) {
          await subscriptions.createTrial({ teamId: team.id, planGuid, start: now, end: trialEnd });
        } else {
          const end = new Date(now);
          end.setUTCMonth(end.getUTCMonth() + 1);
          await subscriptions.createOnPlan({ teamId: team.id, planGuid, start: now, end });
        }
        return reply.status(201).send({ id: team.id, name: team.name, role: 'admin' });
      },
    );

    app.get(
      '/api/team/:teamId',
      {
        schema: {
          tags: ['teams'],
          summary: 'A team with its members',
          params: Params,
          response: { 200: TeamDetail },
        },
      },
      async (request) => {
        const { team } = await membership(request, request.params.teamId);
        return detail(team);
      },
    );

    app.put(
      '/api/team/:teamId',
      {
        schema: {
          tags: ['teams'],
          summary: 'Rename a team',
          params: Params,
          body: TeamName,
          response: { 200: TeamDetail },
        },
      },
      async (request) => {
        const { team } = await asAdmin(request, request.params.teamId);
        await teamAdminRepository(db()).rename(team.id, request.body.name);
        return detail(team);
      },
    );

    app.delete(
      '/api/team/:teamId',
      { schema: { tags: ['teams'], summary: 'Delete a team and everything in it', params: Params } },
      async (request, reply) => {
        const { user, team } = await asAdmin(request, request.params.teamId);
        const mine = await teamsRepository(db()).listForUser(user.userId);
        if (mine.length <= 1) throw conflict('You cannot delete your last team.');
        await teamAdminRepository(db()).remove(team.id);
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/team/:teamId/invitations',
      {
        schema: {
          tags: ['teams'],
          summary: 'Invite someone by e-mail (the link works once, for 7 days)',
          params: Params,
          body: InviteRequest,
          response: { 201: MessageResponse },
        },
      },
      async (request, reply) => {
        const { user, team } = await asAdmin(request, request.params.teamId);
        const email = normalizeEmail(request.body.email);
        const members = await teamAdminRepository(db()).members(team.id);
        if (members.some((m) => m.email === email)) {
          throw conflict('This person is already a member of the team.', { email: 'Already a member' });
        }
        const token = randomBytes(24).toString('base64url');
        await teamAdminRepository(db()).invite({
          teamId: team.id,
          email,
          role: request.body.role,
          tokenHash: hash(token),
          invitedBy: user.userId,
          expiresAt: invitationExpiry(),
        });
        await mailInvitation(team.name, email, token, user.userId);
        return reply.status(201).send({ message: `Invitation sent to ${email}` });
      },
    );

    app.post(
      '/api/team/:teamId/invitations/:invitationId/resend',
      {
        schema: {
          tags: ['teams'],
          summary: 'Send a pending invitation again: a new link (the old one stops working) for 7 more days',
          params: InvitationParams,
          response: { 200: MessageResponse },
        },
      },
      async (request) => {
        const { user, team } = await asAdmin(request, request.params.teamId);
        const token = randomBytes(24).toString('base64url');
        const renewed = await teamAdminRepository(db()).renewInvitation(
          team.id,
          request.params.invitationId,
          {
            tokenHash: hash(token),
            expiresAt: invitationExpiry(),
            invitedBy: user.userId,
          },
        );
        if (!renewed) throw notFound('Invitation not found');
        await mailInvitation(team.name, renewed.email, token, user.userId);
        return { message: `Invitation sent to ${renewed.email}` };
      },
    );

    app.delete(
      '/api/team/:teamId/invitations/:invitationId',
      {
        schema: {
          tags: ['teams'],
          summary: 'Revoke a pending invitation (its link stops working)',
          params: InvitationParams,
        },
      },
      async (request, reply) => {
        const { team } = await asAdmin(request, request.params.teamId);
        const revoked = await teamAdminRepository(db()).revokeInvitation(
          team.id,
          request.params.invitationId,
        );
        if (!revoked) throw notFound('Invitation not found');
        return reply.status(204).send();
      },
    );

    app.post(
      '/api/team/invitations/accept',
      {
        schema: {
          tags: ['teams'],
          summary: 'Accept an invitation (signed in with the invited address)',
          body: AcceptInvitationRequest,
          response: { 200: TeamRef },
        },
      },
      async (request) => {
        const user = await requireUser(request);
        const invitation = await teamAdminRepository(db()).findInvitation(hash(request.body.token));
        if (!invitation) throw badRequest('This invitation link is not valid.');
        if (invitation.acceptedAt) throw badRequest('This invitation was already used.');
        if (invitation.expiresAt < new Date())
          throw badRequest('This invitation has expired. Ask for a new one.');
        const me = await usersRepository(db()).findById(user.userId);
        if (!me || me.email !== invitation.email) {
          throw forbidden(
            `This invitation is for ${invitation.email}. Sign in with that address to accept it.`,
          );
        }
        if (!(await teamAdminRepository(db()).accept(invitation, user.userId))) {
          throw badRequest('This invitation was already used.');
        }
        const team = await teamsRepository(db()).findMembership(invitation.teamId, user.userId);
        if (!team) throw notFound('Team not found');
        return { id: team.id, name: team.name, role: team.role };
      },
    );

    app.put(
      '/api/team/:teamId/members/:userId',
      {
        schema: {
          tags: ['teams'],
          summary: "Change a member's role",
          params: MemberParams,
          body: z.object({ role: TeamRole }),
          response: { 200: TeamDetail },
        },
      },
      async (request) => {
        const { team } = await asAdmin(request, request.params.teamId);
        const admin = teamAdminRepository(db());
        const target = (await admin.members(team.id)).find((m) => m.userId === request.params.userId);
        if (!target) throw notFound('Member not found');
        if (
          target.role === 'admin' &&
          request.body.role !== 'admin' &&
          (await admin.adminCount(team.id)) <= 1
        ) {
          throw conflict('A team needs at least one admin.');
        }
        await admin.setRole(team.id, target.userId, request.body.role);
        return detail(team);
      },
    );

    app.delete(
      '/api/team/:teamId/members/:userId',
      { schema: { tags: ['teams'], summary: 'Remove a member (or yourself: leave)', params: MemberParams } },
      async (request, reply) => {
        const { user, team } = await membership(request, request.params.teamId);
        const leaving = request.params.userId === user.userId;
        if (!leaving && !manages(team)) throw forbidden('Only an admin of this team can do that.');
        const admin = teamAdminRepository(db());
        const target = (await admin.members(team.id)).find((m) => m.userId === request.params.userId);
        if (!target) throw notFound('Member not found');
        if (target.role === 'admin' && (await admin.adminCount(team.id)) <= 1) {
          throw conflict('A team needs at least one admin. Make someone else admin first.');
        }
        if (leaving && (await teamsRepository(db()).listForUser(user.userId)).length <= 1) {
          throw conflict('You cannot leave your last team.');
        }
        await admin.removeMember(team.id, target.userId);
        return reply.status(204).send();
      },
    );
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}
