import { PassThrough, Transform } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import { type EntryContext, type RouterContextProvider, ServerRouter } from "react-router";
import { PageStylesContext } from "#app/lib/page-styles.tsx";
import { pageStylesFor } from "#app/styles/page-styles.server.ts";
import { pageServicesContext } from "#server/request-context";

export const streamTimeout = 5_000;

/**
 * Waits for the whole document before sending it: every public page's content must be in the first HTML
 * (for search engines and for the rendered-page cache), and no page streams deferred data.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD")
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  const nonce = loadContext.get(pageServicesContext).cspNonce;

  return new Promise<Response>((resolve, reject) => {
    let timeoutId: ReturnType<typeof setTimeout> | undefined = setTimeout(
      () => abort(),
      streamTimeout + 1000,
    );
    const { pipe, abort } = renderToPipeableStream(
      <PageStylesContext.Provider
        value={pageStylesFor(routerContext.staticHandlerContext.matches.map((m) => m.route.id))}
      >
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </PageStylesContext.Provider>,
      {
        nonce,
        onAllReady() {
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeoutId);
              timeoutId = undefined;
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html; charset=utf-8");
          pipe(lowPriorityModulePreloads()).pipe(body);
          resolve(
            new Response(createReadableStreamFromReadable(body), {
              headers: responseHeaders,
              status: responseStatusCode,
            }),
          );
        },
        onShellError: reject,
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}

/**
 * The page is complete as HTML; its scripts only make it interactive. Asking for them at low priority lets a
 * phone on a thin connection fetch the fonts and the first images before them, so the page shows sooner.
 * React Router writes the module preloads itself and has no option for their priority, so it is added here; the
 * whole document is ready before it is sent (onAllReady), so nothing is held back by buffering it.
 */
function lowPriorityModulePreloads() {
  const chunks: Buffer[] = [];
  return new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      chunks.push(chunk);
      callback();
    },
    flush(callback) {
      const html = Buffer.concat(chunks).toString("utf8");
      callback(null, html.replaceAll('rel="modulepreload"', 'rel="modulepreload" fetchpriority="low"'));
    },
  });
}
