// Writes to a running server until told to stop, remembering which writes it acknowledged: for checking what a
// crash may lose (nothing acknowledged). Used by server/restart-after-crash.test.ts and scripts/bench-restart.mjs.

/** Sends contact-form inquiries from `clients` concurrent loops; each acknowledged one is recorded by e-mail. */
export function writeUntilStopped(base, tag, clients = 4) {
  const acknowledged = [];
  const unexpected = [];
  let stopped = false;
  let sent = 0;
  const loop = async (client) => {
    while (!stopped) {
      const email = `${tag}-${client}-${sent++}@example.com`;
      let res;
      try {
        res = await fetch(`${base}/api/inquiries`, {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({
            first_name: "Crash",
            last_name: "Test",
            email,
            phone: "+91 98765 43210",
            message: "Written while the server is killed.",
          }),
        });
      } catch {
        // The connection died with the server: whatever was not answered was never acknowledged.
        return;
      }
      if (res.status === 201) acknowledged.push(email);
      else unexpected.push(`${res.status} ${await res.text()}`);
    }
  };
  const done = Promise.all(Array.from({ length: clients }, (_, i) => loop(i)));
  return {
    acknowledged,
    /** Answers other than 201 (there should be none). */
    unexpected,
    /** Resolves once `count` writes have been acknowledged, so that a kill lands in the middle of writing. */
    async whenAcknowledged(count) {
      while (acknowledged.length < count) {
        if (unexpected.length) throw new Error(`unexpected answer: ${unexpected[0]}`);
        await new Promise((r) => setTimeout(r, 10));
      }
    },
    async stop() {
      stopped = true;
      await done;
    },
  };
}

/** Every inquiry e-mail stored, read through the admin API after signing in. */
export async function storedInquiryEmails(base, credentials) {
  const login = await fetch(`${base}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(credentials),
  });
  const token = (await login.json()).data.token;
  const emails = new Set();
  for (let offset = 0; ; offset += 500) {
    const res = await fetch(`${base}/api/inquiries?limit=500&offset=${offset}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const rows = (await res.json()).data;
    for (const row of rows) emails.add(row.email);
    if (rows.length < 500) return emails;
  }
}
