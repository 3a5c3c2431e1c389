/**
 * The bench's stack floor: the least a signed-in JSON read can cost on this stack. A minimal Koa +
 * pg process against the API's database that reads the session by primary key and 50 rows through
 * one index, and answers them as JSON of about the size of the hot routes' answers. It runs in its
 * own process like the API, so `req/s of a route ÷ req/s of the floor`, measured in the same run,
 * says how close the route comes to the stack's limit however busy the machine is.
 *
 * PORT, DATABASE_URL; GET /floor with the API's session cookie; GET /health.
 */
import Koa from "koa";
import pg from "pg";

const port = Number(process.env.PORT);
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const SESSION_COOKIE = "ks.sid";

// Named statements: prepared once per connection, as a floor should be.
const sessionRead = {
  name: "floor-session",
  text: `SELECT "sess" FROM sessions WHERE "sid" = $1 AND "expire" > now()`,
};
const rowsRead = {
  name: "floor-rows",
  text: `SELECT "id", "matchId", "senderId", "content", "isRead", "createdAt" FROM messages
          WHERE "senderId" = $1 LIMIT 50`,
};

const app = new Koa();
app.use(async (ctx) => {
  if (ctx.path === "/health") {
    ctx.body = { ok: true };
    return;
  }
  if (ctx.path !== "/floor") return;
  const sid = ctx.cookies.get(SESSION_COOKIE);
  const session = sid ? await pool.query({ ...sessionRead, values: [sid] }) : null;
  const userId = session?.rows[0]?.sess?.userId as string | undefined;
  if (!userId) {
    ctx.status = 401;
    return;
  }
  ctx.body = (await pool.query({ ...rowsRead, values: [userId] })).rows;
});

const server = app.listen(port);
process.on("SIGTERM", () => {
  server.close();
  void pool.end().then(() => process.exit(0));
});
