import { useEffect, useRef, useState, type ReactNode } from 'react'

/** Renders `children` only once this spot scrolls near the screen (so their code loads later). */
export function WhenVisible({ children, minHeight = 200 }: { children: ReactNode; minHeight?: number }) {
  const spot = useRef<HTMLDivElement>(null)
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    const element = spot.current
    if (!element || visible) return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true)
      },
      { rootMargin: '200px' },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [visible])

  return <div ref={spot} style={visible ? undefined : { minHeight }}>{visible && children}</div>
}
