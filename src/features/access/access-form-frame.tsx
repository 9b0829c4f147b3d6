import { Create, Edit } from "@refinedev/antd";
import type { ComponentProps, ReactNode } from "react";
import { AccessPage } from "./access-page";

/**
 * The frame of an access create or edit form (a user's, a role's; admin and partner portals): refine's <Create> or
 * <Edit> with the given titles and save button, inside the access page.
 */
export function AccessFormFrame({
  mode,
  createTitle,
  editTitle,
  isLoading,
  saveButtonProps,
  testId,
  children,
}: {
  mode: "create" | "edit";
  createTitle: string;
  editTitle: string;
  isLoading?: boolean;
  saveButtonProps: ComponentProps<typeof Create>["saveButtonProps"];
  testId?: string;
  children: ReactNode;
}) {
  return (
    <AccessPage testId={testId}>
      {mode === "create" ? (
        <Create title={createTitle} breadcrumb={false} saveButtonProps={saveButtonProps}>
          {children}
        </Create>
      ) : (
        <Edit
          title={editTitle}
          breadcrumb={false}
          isLoading={isLoading}
          headerButtons={() => null}
          saveButtonProps={saveButtonProps}
        >
          {children}
        </Edit>
      )}
    </AccessPage>
  );
}
