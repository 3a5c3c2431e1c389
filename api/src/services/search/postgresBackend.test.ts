import { useTestDatabase } from "../../test/database";
import { postgresSearchBackend } from "./backend";
import { describeSearchBackendContract } from "./searchBackendContract";

const db = useTestDatabase();

describeSearchBackendContract("PostgreSQL search backend", db, async () => postgresSearchBackend(db.sequelize));
