import { AuditEntry } from "./AuditEntry";
import { Block } from "./Block";
import { Favorite } from "./Favorite";
import { Feedback } from "./Feedback";
import { LoginAttempt } from "./LoginAttempt";
import { Match } from "./Match";
import { Message } from "./Message";
import { Notification } from "./Notification";
import { Report } from "./Report";
import { SearchOutbox } from "./SearchOutbox";
import { Session } from "./Session";
import { SpaceOffer } from "./SpaceOffer";
import { SpaceRequest } from "./SpaceRequest";
import { StoredObject } from "./StoredObject";
import { User } from "./User";

export {
  AuditEntry,
  Block,
  Favorite,
  Feedback,
  LoginAttempt,
  Match,
  Message,
  Notification,
  Report,
  SearchOutbox,
  Session,
  SpaceOffer,
  SpaceRequest,
  StoredObject,
  User,
};

/** Every model, registered on the Sequelize instance by `createSequelize`. */
export const models = [
  User,
  Session,
  SpaceRequest,
  SpaceOffer,
  Match,
  Message,
  Notification,
  StoredObject,
  Feedback,
  Favorite,
  LoginAttempt,
  SearchOutbox,
  Block,
  Report,
  AuditEntry,
];
