import "../../../i18n/modules/admin-support";
import { useSelect } from "@refinedev/antd";
import { type HttpError, useCustomMutation, useInvalidate } from "@refinedev/core";
import { App, Form, Modal, Select, type SelectProps } from "antd";
import { useTranslation } from "react-i18next";
import type { ApiSchema } from "../../../api/api-types";
import { ENDPOINTS, fillId } from "../../../api/endpoints";
import { SUPPORT_RESOURCE, type SupportThread } from "./types";

interface AssignValues {
  user_id?: number;
}

const AGENT_PAGE = 20;

/**
 * Assign to another agent (POST admin/support/threads/{id}/assign `{user_id}`): the agent is picked among Khidma's
 * active staff who may reply to support (user/list with permission=reply-support, searched on the server); should
 * one lose the permission meanwhile, the server answers 422, shown at the field.
 */
export function AssignDialog({ thread, open, onClose }: { thread: SupportThread; open: boolean; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<AssignValues>();
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation<{ thread: SupportThread }>();
  const { selectProps } = useSelect<ApiSchema<"AdminUser">>({
    resource: "admin-users",
    optionLabel: (u) => `${u.name} (${u.email})`,
    optionValue: "id",
    pagination: { pageSize: AGENT_PAGE, mode: "server" },
    filters: [
      { field: "user_type", operator: "eq", value: "internal" },
      { field: "permission", operator: "eq", value: "reply-support" },
      { field: "status", operator: "eq", value: "active" },
    ],
    onSearch: (search) => [{ field: "search", operator: "contains", value: search }],
    meta: { language: i18n.language, silent: true },
    errorNotification: false,
    queryOptions: { enabled: open },
  });

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    try {
      const res = await mutateAsync({
        url: fillId(ENDPOINTS.supportThreadAssign, thread.id),
        method: "post",
        values: { user_id: values.user_id },
        meta: { silent: true },
        successNotification: false,
        errorNotification: false,
      });
      message.success(t("adminSupport.actions.assigned", { name: res.data.thread.assigned_to?.name ?? "" }));
      form.resetFields();
      onClose();
    } catch (e) {
      const errors = (e as HttpError).errors ?? {};
      const first = (v: unknown) => (Array.isArray(v) ? String(v[0]) : v ? String(v) : undefined);
      const text =
        first(errors.user_id) ?? first(errors.id) ?? (e as HttpError).message ?? t("adminSupport.actions.refused");
      form.setFields([{ name: "user_id", errors: [text] }]);
    } finally {
      await invalidate({ resource: SUPPORT_RESOURCE, id: thread.id, invalidates: ["detail", "list"] });
    }
  };

  return (
    <Modal
      open={open}
      title={t("adminSupport.actions.assignTitle")}
      okText={t("adminSupport.actions.assign")}
      cancelText={t("adminSupport.actions.cancel")}
      confirmLoading={mutation.isPending}
      onOk={submit}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      okButtonProps={{ "data-testid": "assign-confirm" } as never}
      destroyOnHidden
    >
      <Form<AssignValues> form={form} layout="vertical" requiredMark={false}>
        <Form.Item
          name="user_id"
          label={t("adminSupport.actions.agent")}
          rules={[{ required: true, message: t("adminSupport.actions.agentRequired") }]}
        >
          <Select
            {...(selectProps as SelectProps<number>)}
            showSearch
            filterOption={false}
            placeholder={t("adminSupport.actions.agentPlaceholder")}
            data-testid="assign-agent"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
