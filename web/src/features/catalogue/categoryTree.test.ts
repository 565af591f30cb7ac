import { describe, expect, it } from 'vitest'
import type { Category } from './api'
import { categoryPath, childCategories, topCategories } from './categoryTree'

const cat = (id: number, parentId: number | null, sort = 0): Category => ({ id, parentId, sort, name: `c${id}`, icon: '' })

const tree = [cat(1, null, 2), cat(2, null, 1), cat(3, 1, 5), cat(4, 1, 1), cat(5, 3), cat(6, null, 1)]

describe('category tree', () => {
  it('lists the top level in the operator order, then by id', () => {
    expect(topCategories(tree).map((c) => c.id)).toEqual([2, 6, 1])
  })

  it('lists the direct children in order', () => {
    expect(childCategories(tree, 1).map((c) => c.id)).toEqual([4, 3])
    expect(childCategories(tree, 2)).toEqual([])
  })

  it('answers the path from the top level down', () => {
    expect(categoryPath(tree, 5).map((c) => c.id)).toEqual([1, 3, 5])
    expect(categoryPath(tree, 2).map((c) => c.id)).toEqual([2])
  })

  it('answers nothing for an unknown id, an orphan or a cycle', () => {
    expect(categoryPath(tree, 99)).toEqual([])
    expect(categoryPath([cat(7, 8)], 7)).toEqual([])
    expect(categoryPath([cat(7, 8), cat(8, 7)], 7)).toEqual([])
  })
})
