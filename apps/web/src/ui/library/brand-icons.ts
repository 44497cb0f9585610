import {
  type SimpleIcon,
  siGithub,
  siGmail,
  siGoogle,
  siGooglesheets,
  siHubspot,
  siMqtt,
  siMysql,
  siNatsdotio,
  siNotion,
  siPostgresql,
  siRabbitmq,
  siRedis,
  siTelegram,
} from 'simple-icons';

/**
 * Brand logos (simple-icons) of the library's services, by template id and by authorization kind.
 * Imported one by one so the bundle carries only these few. A service simple-icons does not carry (its
 * owner asked for removal) keeps its Material icon.
 */
const BRANDS: Record<string, SimpleIcon> = {
  github: siGithub,
  google: siGoogle,
  hubspot: siHubspot,
  postgres: siPostgresql,
  mysql: siMysql,
  redis: siRedis,
  mqtt: siMqtt,
  amqp: siRabbitmq,
  nats: siNatsdotio,
  // App connectors' logos (their steps' icon `si:<slug>`) and their auth templates.
  googlesheets: siGooglesheets,
  gmail: siGmail,
  telegram: siTelegram,
  notion: siNotion,
};

/** The brand logo of a template id or an authorization kind, if there is one. */
export function brandIcon(id: string | undefined): SimpleIcon | undefined {
  return id === undefined ? undefined : BRANDS[id];
}
