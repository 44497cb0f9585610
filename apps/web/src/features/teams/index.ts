// Teams (spec section 2, /teams and /teams/{teamId}) and the invitation link /teams/invitation/{token}.
export { InvitationPage } from './InvitationPage';
export { TeamPage } from './TeamPage';
export { TeamsPage } from './TeamsPage';
