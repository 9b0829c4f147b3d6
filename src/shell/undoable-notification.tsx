import { UndoOutlined } from "@ant-design/icons";
import { Button, Progress } from "antd";

/** @refinedev/antd's undo countdown, unchanged: a circle counting down the seconds, the message, an undo button. */
export default function UndoableNotification({
  message,
  cancelMutation,
  undoableTimeout,
}: {
  message: string;
  cancelMutation?: () => void;
  undoableTimeout?: number;
}) {
  return (
    <div style={{ display: "flex", alignItems: "center", justifyContent: "space-between", marginTop: "-7px" }}>
      <Progress
        type="circle"
        percent={(undoableTimeout ?? 0) * 20}
        format={(time) => time && time / 20}
        size={50}
        strokeColor="#1890ff"
        status="normal"
      />
      <span style={{ marginLeft: 8, width: "100%" }}>{message}</span>
      <Button
        style={{ flexShrink: 0 }}
        onClick={cancelMutation}
        disabled={undoableTimeout === 0}
        icon={<UndoOutlined />}
      />
    </div>
  );
}
