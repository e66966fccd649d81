// Operations that share their tag and their callers (the staff routes of one area, the newsletter's public forms)
// say so once; each operation then states only what is its own, and its own keys win over the shared ones.
import type { ApiOperation } from "./operation";

type Shared = Partial<ApiOperation>;
type Own = Partial<ApiOperation> & Pick<ApiOperation, "path" | "summary">;

/** A form anyone may post, counted per client address and answered with `data: null` and a message. */
export const PUBLIC_FORM = {
  method: "post",
  access: "public",
  rateLimited: true,
  response: { status: 200, data: null },
} as const satisfies Shared;

export function operationGroup(shared: Shared, operations: readonly Own[]): ApiOperation[] {
  return operations.map((own) => {
    const operation = { ...shared, ...own };
    if (!operation.method || !operation.tag || !operation.access || !operation.response)
      throw new Error(`The operation ${operation.path} needs a method, a tag, its access and its response`);
    return operation as ApiOperation;
  });
}
