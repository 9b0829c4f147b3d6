import "../../../i18n/modules/partner-onboarding";
import { Alert, Button, Card, Checkbox, Col, Row, Skeleton, Space, Typography } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { Paginated } from "../../../api";
import { ENDPOINTS } from "../../../api/endpoints";
import type { Community, Emirate } from "../../../features/partner-applications/types";
import { errorMessages } from "../components/server-errors";
import { useLookup, useSaveStep } from "./api";
import { StepActions, type StepProps } from "./step-shell";

const listOf = <T,>(data: T[] | Paginated<T> | undefined): T[] => (Array.isArray(data) ? data : (data?.data ?? []));

/** Chosen communities by emirate id. */
type Chosen = Record<number, number[]>;

/** Step 4: the emirates served, then the communities in each (GET master/emirates, area/community/list). */
export function AreasStep({ app, onSaved, onDirty, onBack }: StepProps) {
  const { t } = useTranslation();
  const emirates = useLookup<Emirate[] | Paginated<Emirate>>(ENDPOINTS.partnerAppEmirates);
  const saveStep = useSaveStep();
  const [chosen, setChosen] = useState<Chosen>(() =>
    app.areas.reduce<Chosen>((acc, a) => {
      acc[a.emirate_id] = [...(acc[a.emirate_id] ?? []), a.community_id];
      return acc;
    }, {}),
  );
  const [saving, setSaving] = useState(false);
  const [problems, setProblems] = useState<string[]>([]);
  const emirateList = listOf(emirates.data);
  const selectedEmirates = emirateList.filter((e) => e.id in chosen);
  const ids = selectedEmirates.flatMap((e) => chosen[e.id] ?? []);

  const change = (next: Chosen) => {
    setChosen(next);
    onDirty(true);
    setProblems([]);
  };

  const toggleEmirates = (values: number[]) => {
    const next: Chosen = {};
    for (const id of values) next[id] = chosen[id] ?? [];
    change(next);
  };

  const save = async () => {
    if (!ids.length) return setProblems([t("onboarding.areas.none")]);
    setSaving(true);
    try {
      onSaved(await saveStep(ENDPOINTS.partnerAppStepAreas, { community_ids: ids }));
    } catch (error) {
      // Field errors of the areas step (community_ids, community_ids.3) belong to no single field.
      setProblems(errorMessages(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <div>
      <Typography.Paragraph>{t("onboarding.areas.intro")}</Typography.Paragraph>
      {problems.length ? (
        <Alert type="error" showIcon role="alert" style={{ marginBottom: 16 }} message={problems.join(" ")} />
      ) : null}
      <Typography.Title level={5} id="emirates-label">
        {t("onboarding.areas.emirates")}
      </Typography.Title>
      {emirates.isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <Checkbox.Group
          aria-labelledby="emirates-label"
          value={selectedEmirates.map((e) => e.id)}
          onChange={(v) => toggleEmirates(v as number[])}
          style={{ width: "100%" }}
        >
          <Row gutter={[8, 8]}>
            {emirateList.map((e) => (
              <Col key={e.id} xs={12} sm={8} md={6}>
                <Checkbox value={e.id}>{e.name}</Checkbox>
              </Col>
            ))}
          </Row>
        </Checkbox.Group>
      )}
      <Space direction="vertical" size="middle" style={{ width: "100%", marginTop: 16 }}>
        {selectedEmirates.map((e) => (
          <EmirateCommunities
            key={e.id}
            emirate={e}
            value={chosen[e.id] ?? []}
            onChange={(list) => change({ ...chosen, [e.id]: list })}
          />
        ))}
      </Space>
      <Typography.Paragraph type="secondary" style={{ marginTop: 12 }} data-testid="areas-count">
        {t("onboarding.areas.chosen", { count: ids.length })}
      </Typography.Paragraph>
      <StepActions saving={saving} onBack={onBack} onContinue={save} />
    </div>
  );
}

function EmirateCommunities({
  emirate,
  value,
  onChange,
}: {
  emirate: Emirate;
  value: number[];
  onChange: (ids: number[]) => void;
}) {
  const { t } = useTranslation();
  const communities = useLookup<Community[] | Paginated<Community>>(ENDPOINTS.partnerAppCommunities, {
    emirate_id: emirate.id,
    limit: -1,
  });
  const list = listOf(communities.data);
  const title = t("onboarding.areas.communities", { emirate: emirate.name });
  return (
    <Card
      size="small"
      title={emirate.name}
      data-testid={`emirate-${emirate.id}`}
      extra={
        <Space size={0}>
          <Button type="link" size="small" onClick={() => onChange(list.map((c) => c.id))}>
            {t("onboarding.areas.selectAll")}
          </Button>
          <Button type="link" size="small" onClick={() => onChange([])}>
            {t("onboarding.areas.clear")}
          </Button>
        </Space>
      }
    >
      {communities.isLoading ? (
        <Skeleton active paragraph={{ rows: 2 }} title={false} />
      ) : (
        <Checkbox.Group
          aria-label={title}
          value={value}
          onChange={(v) => onChange(v as number[])}
          style={{ width: "100%" }}
        >
          <Row gutter={[8, 8]}>
            {list.map((c) => (
              <Col key={c.id} xs={24} sm={12} md={8}>
                <Checkbox value={c.id}>{c.name}</Checkbox>
              </Col>
            ))}
          </Row>
        </Checkbox.Group>
      )}
    </Card>
  );
}
