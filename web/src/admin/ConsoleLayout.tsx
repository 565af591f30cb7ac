import { useMutation, useQuery } from '@tanstack/react-query'
import { Alert, Button, Dropdown, Layout, Menu, Result, Space, Spin, Tag, Typography, type MenuProps } from 'antd'
import { DownOutlined } from '@ant-design/icons'
import { createElement, lazy, Suspense, useMemo, useState, type ComponentType, type LazyExoticComponent } from 'react'
import { TotpEnrolModal } from './components/TotpEnrolModal'
import { unwrap } from '@/lib/http/unwrap'
import { adminApi } from './lib/http'
import { goTo, useHashPath } from './lib/hashPath'
import { t } from './lib/i18n'
import type { MessageKey } from './lib/i18n'
import { useOperatorSession } from './lib/session'
import { OperatorContext, type Operator, type Permission } from './lib/operator'
import { allowed, CONSOLE_AREAS, CONSOLE_ROUTES, type ConsoleRoute } from './routes'
import styles from './ConsoleLayout.module.css'

const SCREENS = new Map<string, LazyExoticComponent<ComponentType>>(CONSOLE_ROUTES.map((route) => [route.path, lazy(route.load)]))

/** Who is logged in (asked once per login) and the menu of what their role may open. */
export function ConsoleLayout() {
  const path = useHashPath()
  const signOut = useOperatorSession((state) => state.signOut)
  const [enrolling, setEnrolling] = useState(false)
  const info = useQuery({
    queryKey: ['console', 'permission-info'],
    queryFn: () => unwrap(adminApi.GET('/admin-api/system/auth/get-permission-info')),
    staleTime: Infinity,
  })
  const logout = useMutation({
    mutationFn: () => adminApi.POST('/admin-api/system/auth/logout'),
    onSettled: () => signOut(),
    meta: { quiet: true },
  })
  const operator: Operator | undefined = info.data
  const routes = useMemo(() => CONSOLE_ROUTES.filter((route) => operator && allowed(route, operator.permissions)), [operator])

  if (info.isPending) return <Spin size="large" className={styles.loading} />
  if (info.isError || !operator) {
    return (
      <Result
        status="error"
        title={t('app.loadFailed', { message: info.error?.message ?? '' })}
        extra={<Button onClick={() => void info.refetch()}>{t('app.retry')}</Button>}
      />
    )
  }
  // The first screen the role allows opens at the console's root.
  const route = path === '/' ? routes[0] : CONSOLE_ROUTES.find((candidate) => candidate.path === path)
  return (
    <OperatorContext.Provider value={operator}>
      <Layout className={styles.shell}>
        <Layout.Sider width={208} theme="light" className={styles.sider}>
          <Typography.Title level={5} className={styles.brand}>
            {t('app.title')}
          </Typography.Title>
          <Menu
            mode="inline"
            selectedKeys={[route?.path ?? '']}
            items={menuItems(routes)}
          />
        </Layout.Sider>
        <Layout>
          <Layout.Header className={styles.header}>
            <Space>
              <Dropdown trigger={['click']} menu={{ items: [{ key: 'totp', label: t('totp.menu'), onClick: () => setEnrolling(true) }] }}>
                <Button type="text" data-testid="operator-menu">
                  <span data-testid="operator-name">{operator.username}</span>
                  <DownOutlined />
                </Button>
              </Dropdown>
              <Tag color="blue">{t(`role.${operator.role}` as MessageKey)}</Tag>
              <Button onClick={() => logout.mutate()} loading={logout.isPending}>
                {t('app.logout')}
              </Button>
            </Space>
          </Layout.Header>
          {enrolling && <TotpEnrolModal onClose={() => setEnrolling(false)} />}
          <Layout.Content className={styles.content}>
            <Screen route={route} permissions={operator.permissions} />
          </Layout.Content>
        </Layout>
      </Layout>
    </OperatorContext.Provider>
  )
}

type MenuItem = NonNullable<MenuProps['items']>[number]

/** The role's screens under their area's heading; an area with one screen (the dashboard) needs none. */
function menuItems(routes: readonly ConsoleRoute[]): MenuItem[] {
  const link = (entry: ConsoleRoute): MenuItem => ({ key: entry.path, label: <a href={`#${entry.path}`}>{t(entry.label)}</a> })
  return CONSOLE_AREAS.flatMap((area): MenuItem[] => {
    const entries = routes.filter((entry) => entry.area === area)
    if (entries.length === 0) return []
    if (entries.length === 1 && area === 'overview') return entries.map(link)
    return [{ type: 'group', key: area, label: t(`menu.area.${area}`), children: entries.map(link) }]
  })
}

function Screen({ route, permissions }: { route: ConsoleRoute | undefined; permissions: readonly Permission[] }) {
  if (!route) return <Result status="404" title={t('app.notFound')} extra={<Button onClick={() => goTo('/')}>{t('app.home')}</Button>} />
  if (!allowed(route, permissions)) return <Alert type="warning" showIcon title={t('app.forbidden')} />
  const Page = SCREENS.get(route.path)
  if (!Page) return null
  return (
    <Suspense fallback={<Spin className={styles.loading} />}>{createElement(Page)}</Suspense>
  )
}
