import { MinusCircleOutlined, PlusOutlined } from '@ant-design/icons'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Alert, App, Button, Col, DatePicker, Drawer, Form, Input, InputNumber, Row, Select, Space, Spin, Switch, Table, TreeSelect, Typography } from 'antd'
import dayjs, { type Dayjs } from 'dayjs'
import { useMemo } from 'react'
import { countryOptions } from '@/lib/countries'
import { LanguageFields } from '../../components/LanguageFields'
import { PictureField } from '../../components/PictureField'
import { currentLanguage, t } from '../../lib/i18n'
import { LANGUAGES } from '../../lib/languages'
import { catalogueKeys, fetchGame, type AdminGameDetail } from './api'
import { categoryTree, fetchCategories, fetchTeams, formKeys, saveGame, type GameFields } from './formApi'

type Texts = Record<string, string>

type RegionMode = 'everywhere' | 'allow' | 'deny'

interface VersionRow {
  code: string
  saved: boolean
  names: Texts
  price?: number
  marketPrice?: number
  steamAppId?: number | null
  dlcOf?: string
  regionMode: RegionMode
  regionCountries: string[]
  /** Sold as a pre-order until then; empty: released. */
  releaseAt?: Dayjs | null
}

type StoredVersion = AdminGameDetail['skus'][number]
type VersionBody = GameFields['skus'][number]

/** A version added in the form (a fresh copy each time: the form edits it in place). */
const newVersion = (code: string): VersionRow => ({ code, saved: false, names: {}, regionMode: 'everywhere', regionCountries: [] })

function versionRow(sku: StoredVersion): VersionRow {
  return {
    code: sku.code,
    saved: true,
    names: sku.names,
    price: yuan(sku.price),
    marketPrice: yuan(sku.marketPrice),
    steamAppId: sku.steamAppId ?? null,
    dlcOf: sku.dlcOf ?? '',
    regionMode: sku.regions?.mode ?? 'everywhere',
    regionCountries: sku.regions?.countries ?? [],
    releaseAt: sku.releaseTime == null ? null : dayjs(sku.releaseTime),
  }
}

function versionBody(sku: VersionRow): VersionBody {
  const everywhere = sku.regionMode === 'everywhere' || sku.regionCountries.length === 0
  return {
    code: sku.code,
    names: sku.names,
    price: fen(sku.price),
    marketPrice: fen(sku.marketPrice),
    steamAppId: sku.steamAppId ?? null,
    dlcOf: sku.dlcOf?.trim() || null,
    regions: everywhere ? null : { mode: sku.regionMode === 'allow' ? 'allow' : 'deny', countries: sku.regionCountries },
    releaseTime: sku.releaseAt?.valueOf() ?? null,
  }
}

interface GameForm {
  code: string
  names: Texts
  introductions: Texts
  descriptions: Texts
  tags: Texts
  categoryId?: number
  brandId?: number
  picUrl: string
  sliderPicUrls: string[]
  releaseTime?: Dayjs
  version: string
  size: string
  featured: boolean
  skus: VersionRow[]
}

const yuan = (fen: number) => fen / 100
const fen = (amount: number | undefined) => Math.round((amount ?? 0) * 100)

function toForm(game: AdminGameDetail): GameForm {
  return {
    code: game.code,
    names: game.names,
    introductions: game.introductions,
    descriptions: game.descriptions,
    tags: Object.fromEntries(Object.entries(game.tags).map(([language, tags]) => [language, tags.join(', ')])),
    categoryId: game.categoryId,
    brandId: game.brandId,
    picUrl: game.picUrl,
    sliderPicUrls: game.sliderPicUrls,
    releaseTime: dayjs(game.releaseTime),
    version: game.version,
    size: game.size,
    featured: game.featured,
    skus: game.skus.map(versionRow),
  }
}

/** A suggested code for a version added to the game: ``<game code>-<n>`` (editable). */
function newVersionCode(gameCode: string | undefined, count: number): string {
  return gameCode?.trim() ? `${gameCode.trim()}-${count + 1}` : ''
}

function splitTags(text: string | undefined): string[] {
  return (text ?? '')
    .split(/[,，、]/)
    .map((tag) => tag.trim())
    .filter(Boolean)
}

function toBody(form: GameForm, stored: AdminGameDetail | undefined): GameFields {
  const tags = Object.fromEntries(LANGUAGES.map(({ code }) => [code, splitTags(form.tags[code])]))
  return {
    categoryId: form.categoryId ?? 0,
    brandId: form.brandId ?? 0,
    names: form.names,
    introductions: form.introductions,
    descriptions: form.descriptions,
    tags: Object.values(tags).some((list) => list.length > 0) ? tags : {},
    picUrl: form.picUrl ?? '',
    sliderPicUrls: (form.sliderPicUrls ?? []).filter((url) => url?.trim()),
    releaseTime: form.releaseTime?.valueOf() ?? 0,
    discountEndTime: stored?.discountEndTime ?? null,
    gameTypes: stored?.gameTypes ?? [],
    saleTypes: stored?.saleTypes ?? [],
    version: form.version ?? '',
    size: form.size ?? '',
    featured: form.featured ?? false,
    skus: form.skus.map(versionBody),
  }
}

/** A game's form: its texts in every language side by side, category, team, pictures, and its
 * versions with their prices; saved as one game row of the catalogue file (the server's rules). */
export function GameFormDrawer({ gameId, onClose }: { gameId: number | null; onClose: () => void }) {
  const game = useQuery({ queryKey: catalogueKeys.game(gameId ?? 0), queryFn: () => fetchGame(gameId ?? 0), enabled: gameId !== null, staleTime: 0 })
  const title = gameId === null ? t('catForm.newGame') : t('catForm.editGame', { code: game.data?.code ?? '' })
  return (
    <Drawer open onClose={onClose} size={1100} title={title} destroyOnHidden>
      {gameId !== null && game.isPending && <Spin />}
      {game.isError && <Alert type="error" showIcon title={t('app.loadFailed', { message: game.error.message })} />}
      {(gameId === null || game.data) && <GameFormBody gameId={gameId} stored={game.data} onSaved={onClose} />}
    </Drawer>
  )
}

function GameFormBody({ gameId, stored, onSaved }: { gameId: number | null; stored?: AdminGameDetail; onSaved: () => void }) {
  const [form] = Form.useForm<GameForm>()
  const client = useQueryClient()
  const { message } = App.useApp()
  const categories = useQuery({ queryKey: formKeys.categories, queryFn: fetchCategories })
  const teams = useQuery({ queryKey: formKeys.teamOptions, queryFn: () => fetchTeams('', { pageNo: 1, pageSize: 100 }) })
  const save = useMutation({
    meta: { quiet: true },
    mutationFn: (fields: GameForm) => saveGame(gameId, fields.code, toBody(fields, stored)),
    onSuccess: (id) => {
      void message.success(t('common.saved'))
      void client.invalidateQueries({ queryKey: catalogueKeys.all })
      client.removeQueries({ queryKey: catalogueKeys.game(id) })
      onSaved()
    },
  })
  const required = [{ required: true, whitespace: true, message: t('catForm.required') }]
  const initial: Partial<GameForm> = stored
    ? toForm(stored)
    : { names: {}, introductions: {}, descriptions: {}, tags: {}, sliderPicUrls: [], featured: false, version: '', size: '', skus: [newVersion('')] }
  return (
    <Form<GameForm> form={form} layout="vertical" initialValues={initial} onFinish={(fields) => save.mutate(fields)}>
      <Row gutter={16}>
        <Col span={8}>
          <Form.Item name="code" label={t('game.code')} extra={t('catForm.codeHint')} rules={[{ required: true, whitespace: true, message: t('catForm.codeRequired') }]}>
            <Input disabled={gameId !== null} aria-label={t('game.code')} maxLength={64} />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="categoryId" label={t('catForm.category')} rules={[{ required: true, message: t('catForm.pickCategory') }]}>
            <TreeSelect
              aria-label={t('catForm.category')}
              treeData={categoryTree(categories.data ?? [])}
              treeDefaultExpandAll
              loading={categories.isPending}
              showSearch
              treeNodeFilterProp="title"
              placeholder={t('catForm.pickCategory')}
            />
          </Form.Item>
        </Col>
        <Col span={8}>
          <Form.Item name="brandId" label={t('catForm.team')} rules={[{ required: true, message: t('catForm.pickTeam') }]}>
            <Select
              aria-label={t('catForm.team')}
              loading={teams.isPending}
              showSearch
              optionFilterProp="label"
              placeholder={t('catForm.pickTeam')}
              options={(teams.data?.list ?? []).map((team) => ({ value: team.id, label: `${team.name} (${team.code})` }))}
            />
          </Form.Item>
        </Col>
      </Row>
      <LanguageFields name="names" label={t('game.name')} rules={required} maxLength={140} />
      <LanguageFields name="introductions" label={t('game.introduction')} rules={required} maxLength={140} />
      <LanguageFields name="descriptions" label={t('catForm.description')} rules={required} multiline maxLength={2000} />
      <LanguageFields name="tags" label={t('catForm.tagsHint')} />
      <Row gutter={16}>
        <Col span={12}>
          <Form.Item name="picUrl" label={t('catForm.cover')} rules={[{ required: true, whitespace: true, message: t('catForm.coverRequired') }]}>
            <PictureField ariaLabel={t('catForm.cover')} />
          </Form.Item>
        </Col>
        <Col span={12}>
          <Form.List name="sliderPicUrls">
            {(rows, { add, remove }) => (
              <Form.Item label={t('catForm.pictures')}>
                {rows.map((row) => (
                  <Space key={row.key} align="start" style={{ display: 'flex', marginBottom: 8 }}>
                    <Form.Item name={row.name} noStyle>
                      <PictureField ariaLabel={`${t('catForm.pictures')} ${row.name + 1}`} />
                    </Form.Item>
                    <MinusCircleOutlined onClick={() => remove(row.name)} aria-label={t('common.cancel')} />
                  </Space>
                ))}
                {rows.length < 20 && (
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add('')}>
                    {t('catForm.addPicture')}
                  </Button>
                )}
              </Form.Item>
            )}
          </Form.List>
        </Col>
      </Row>
      <Row gutter={16}>
        <Col span={6}>
          <Form.Item name="releaseTime" label={t('catForm.releaseTime')} rules={[{ required: true, message: t('catForm.releaseRequired') }]}>
            <DatePicker aria-label={t('catForm.releaseTime')} style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="version" label={t('game.version')}>
            <Input maxLength={32} aria-label={t('game.version')} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="size" label={t('game.size')}>
            <Input maxLength={32} aria-label={t('game.size')} />
          </Form.Item>
        </Col>
        <Col span={6}>
          <Form.Item name="featured" label={t('catForm.featured')} valuePropName="checked">
            <Switch aria-label={t('catForm.featured')} />
          </Form.Item>
        </Col>
      </Row>
      <Typography.Title level={5}>{t('catForm.versions')}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('catForm.versionsHint')}</Typography.Paragraph>
      <Form.List name="skus">
        {(rows, { add, remove }) => (
          <>
            <Table
              size="small"
              pagination={false}
              rowKey="key"
              dataSource={rows}
              // Each version's activation (Steam app, DLC, regions) on a line of its own, always open.
              expandable={{ expandedRowRender: (row) => <ActivationFields row={row.name} />, expandedRowKeys: rows.map((row) => row.key), showExpandColumn: false }}
              columns={[
                {
                  title: t('game.code'),
                  width: 210,
                  render: (_: unknown, row) => (
                    <Form.Item name={[row.name, 'code']} rules={[{ required: true, whitespace: true, message: t('catForm.codeRequired') }]} style={{ marginBottom: 0 }}>
                      <Input disabled={form.getFieldValue(['skus', row.name, 'saved']) === true} aria-label={`${t('game.code')} ${row.name + 1}`} maxLength={64} />
                    </Form.Item>
                  ),
                },
                {
                  title: t('game.versionName'),
                  render: (_: unknown, row) => (
                    <Row gutter={4}>
                      {LANGUAGES.map(({ code, label }) => (
                        <Col span={6} key={code}>
                          <Form.Item name={[row.name, 'names', code]} rules={required} style={{ marginBottom: 0 }}>
                            <Input placeholder={label} aria-label={`${t('game.versionName')} ${row.name + 1} (${label})`} maxLength={140} />
                          </Form.Item>
                        </Col>
                      ))}
                    </Row>
                  ),
                },
                {
                  title: t('catForm.priceYuan'),
                  width: 130,
                  render: (_: unknown, row) => (
                    <Form.Item name={[row.name, 'price']} rules={[{ required: true, message: t('catForm.priceYuan') }]} style={{ marginBottom: 0 }}>
                      <InputNumber min={0.01} max={100000} precision={2} prefix="¥" style={{ width: '100%' }} aria-label={`${t('catForm.priceYuan')} ${row.name + 1}`} />
                    </Form.Item>
                  ),
                },
                {
                  title: t('catForm.marketPriceYuan'),
                  width: 130,
                  render: (_: unknown, row) => (
                    <Form.Item name={[row.name, 'marketPrice']} rules={[{ required: true, message: t('catForm.marketPriceYuan') }]} style={{ marginBottom: 0 }}>
                      <InputNumber min={0.01} max={100000} precision={2} prefix="¥" style={{ width: '100%' }} aria-label={`${t('catForm.marketPriceYuan')} ${row.name + 1}`} />
                    </Form.Item>
                  ),
                },
                {
                  title: '',
                  width: 40,
                  render: (_: unknown, row) =>
                    form.getFieldValue(['skus', row.name, 'saved']) === true || rows.length === 1 ? null : (
                      <MinusCircleOutlined onClick={() => remove(row.name)} aria-label={t('catForm.removeVersion')} />
                    ),
                },
              ]}
            />
            <Button type="dashed" icon={<PlusOutlined />} style={{ marginTop: 8 }} onClick={() => add(newVersion(newVersionCode(form.getFieldValue('code') as string | undefined, rows.length)))} disabled={rows.length >= 10}>
              {t('catForm.addVersion')}
            </Button>
          </>
        )}
      </Form.List>
      {save.isError && <Alert style={{ marginTop: 16 }} type="error" showIcon title={t('catForm.notSaved')} description={save.error.message} data-testid="form-error" />}
      <Button type="primary" htmlType="submit" loading={save.isPending} style={{ marginTop: 16 }}>
        {t('common.save')}
      </Button>
    </Form>
  )
}

/** A version's Steam app id, the game it is a DLC of (by code), where its keys activate, and its release (a pre-order until then). */
function ActivationFields({ row }: { row: number }) {
  const form = Form.useFormInstance<GameForm>()
  const mode = Form.useWatch(['skus', row, 'regionMode'], form) as RegionMode | undefined
  const countries = useMemo(() => countryOptions(currentLanguage()), [])
  const n = row + 1
  return (
    <Row gutter={8} data-testid="version-activation">
      <Col span={4}>
        <Form.Item name={[row, 'steamAppId']} label={t('catForm.steamAppId')} style={{ marginBottom: 0 }}>
          <InputNumber min={1} max={2147483647} precision={0} style={{ width: '100%' }} aria-label={`${t('catForm.steamAppId')} ${n}`} />
        </Form.Item>
      </Col>
      <Col span={4}>
        <Form.Item name={[row, 'dlcOf']} label={t('catForm.dlcOf')} tooltip={t('catForm.dlcOfHint')} style={{ marginBottom: 0 }}>
          <Input maxLength={64} aria-label={`${t('catForm.dlcOf')} ${n}`} />
        </Form.Item>
      </Col>
      <Col span={4}>
        <Form.Item name={[row, 'regionMode']} label={t('catForm.regions')} style={{ marginBottom: 0 }}>
          <Select
            aria-label={`${t('catForm.regions')} ${n}`}
            options={(['everywhere', 'allow', 'deny'] as const).map((value) => ({ value, label: t(`catForm.region.${value}`) }))}
          />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item
          name={[row, 'regionCountries']}
          label={t('catForm.countries')}
          rules={[{ required: mode === 'allow' || mode === 'deny', message: t('catForm.countriesRequired') }]}
          style={{ marginBottom: 0 }}
        >
          <Select
            mode="multiple"
            disabled={mode === 'everywhere'}
            options={countries}
            optionFilterProp="label"
            maxTagCount="responsive"
            aria-label={`${t('catForm.countries')} ${n}`}
          />
        </Form.Item>
      </Col>
      <Col span={6}>
        <Form.Item name={[row, 'releaseAt']} label={t('catForm.releaseAt')} tooltip={t('catForm.releaseAtHint')} style={{ marginBottom: 0 }}>
          <DatePicker showTime={{ format: 'HH:mm' }} format="YYYY-MM-DD HH:mm" style={{ width: '100%' }} aria-label={`${t('catForm.releaseAt')} ${n}`} />
        </Form.Item>
      </Col>
    </Row>
  )
}
